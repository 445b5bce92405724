/**
 * Maximum cardinality matching in a general graph (Edmonds' blossom
 * algorithm, O(V³)). Swiss pairing uses it as an oracle: the fewest repeat
 * pairs any full pairing of a set of players can have is
 * (players / 2) − (largest matching among pairs that have not met), because a
 * matching of new pairs can always be completed with repeat pairs, and the new
 * pairs of any full pairing form such a matching.
 */
export function maxMatching(n: number, allowed: (a: number, b: number) => boolean): number[] {
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b && allowed(a, b)) adj[a].push(b);
  const match = new Array<number>(n).fill(-1);
  // A greedy start leaves fewer augmenting paths to find.
  for (let v = 0; v < n; v++) {
    if (match[v] !== -1) continue;
    const u = adj[v].find((w) => match[w] === -1);
    if (u !== undefined) { match[v] = u; match[u] = v; }
  }
  const parent = new Array<number>(n);
  const base = new Array<number>(n);
  const used = new Array<boolean>(n);
  const blossom = new Array<boolean>(n);

  const lca = (x: number, y: number): number => {
    const seen = new Array<boolean>(n).fill(false);
    let a = x;
    for (;;) {
      a = base[a];
      seen[a] = true;
      if (match[a] === -1) break;
      a = parent[match[a]];
    }
    let b = y;
    for (;;) {
      b = base[b];
      if (seen[b]) return b;
      b = parent[match[b]];
    }
  };
  const markPath = (x: number, b: number, child: number) => {
    let v = x;
    let c = child;
    while (base[v] !== b) {
      blossom[base[v]] = true;
      blossom[base[match[v]]] = true;
      parent[v] = c;
      c = match[v];
      v = parent[match[v]];
    }
  };
  const findPath = (root: number): number => {
    used.fill(false);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = true;
    const queue = [root];
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head];
      for (const to of adj[v]) {
        if (base[v] === base[to] || match[v] === to) continue;
        if (to === root || (match[to] !== -1 && parent[match[to]] !== -1)) {
          const cur = lca(v, to);
          blossom.fill(false);
          markPath(v, cur, to);
          markPath(to, cur, v);
          for (let i = 0; i < n; i++) {
            if (!blossom[base[i]]) continue;
            base[i] = cur;
            if (!used[i]) { used[i] = true; queue.push(i); }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (match[to] === -1) return to;
          used[match[to]] = true;
          queue.push(match[to]);
        }
      }
    }
    return -1;
  };

  for (let v = 0; v < n; v++) {
    if (match[v] !== -1) continue;
    let end = findPath(v);
    while (end !== -1) {
      const pv = parent[end];
      const ppv = match[pv];
      match[end] = pv;
      match[pv] = end;
      end = ppv;
    }
  }
  return match;
}

export function matchingSize(match: readonly number[]): number {
  return match.filter((m) => m !== -1).length / 2;
}
