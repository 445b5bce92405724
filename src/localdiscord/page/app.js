// Local Discord play page: plain browser JS, no build step.
// It renders /local/state for the chosen user and sends actions to /local/act.
'use strict';

const params = new URLSearchParams(location.search);
const ui = {
  switcher: document.getElementById('user-switcher'),
  channels: document.querySelector('[data-testid=channel-list]'),
  title: document.getElementById('channel-title'),
  list: document.getElementById('message-list'),
  input: document.getElementById('command-input'),
  form: document.getElementById('composer'),
  suggestions: document.getElementById('suggestions'),
  error: document.getElementById('command-error'),
  status: document.getElementById('status'),
  meAvatar: document.getElementById('me-avatar'),
  modal: document.getElementById('modal'),
};

let state = null;
let viewer = null;
let channelId = params.get('channel') || null;
let suggestionIndex = -1;
let seenFailures = new Set();
let openModalId = null;

function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') el.className = v;
    else if (k === 'testid') el.dataset.testid = v;
    else if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) {
    if (c === undefined || c === null || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

const COLORS = ['#5865f2', '#3ba55c', '#faa61a', '#ed4245', '#eb459e', '#9b84ee'];
function avatar(user) {
  const name = (user && (user.globalName || user.global_name || user.username)) || '?';
  const idx = user && user.id ? Number(BigInt(user.id) % BigInt(COLORS.length)) : 0;
  const el = h('span', { class: 'avatar' }, name[0].toUpperCase());
  el.style.background = user && user.bot ? '#23a559' : COLORS[idx];
  return el;
}

function userName(id) {
  if (!state) return id;
  if (state.bot.id === id) return state.bot.username;
  const u = state.users.find((x) => x.id === id);
  return u ? u.username : id;
}

// Renders the Discord markdown subset the bot is likely to use: code blocks (```lang\n…```) first,
// then inline markup in the text around them.
function richText(text) {
  const frag = document.createDocumentFragment();
  const fence = /```(?:([\w+-]+)\n)?([\s\S]*?)```/g;
  let last = 0;
  let m;
  while ((m = fence.exec(text))) {
    if (m.index > last) frag.append(inlineText(text.slice(last, m.index)));
    frag.append(h('pre', { class: 'codeblock', testid: 'codeblock' }, h('code', {}, m[2].replace(/^\n/, '').replace(/\n$/, ''))));
    last = fence.lastIndex;
  }
  if (last < text.length) frag.append(inlineText(text.slice(last)));
  return frag;
}

// Mentions (members, roles, channels), bold, underline, italics, inline code, strike, timestamps.
function inlineText(text) {
  const frag = document.createDocumentFragment();
  const re = /(<@&(\d+)>|<@!?(\d+)>|<#(\d+)>|\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\n]+)\*|_([^_\n]+)_|`([^`]+)`|~~([^~]+)~~|<t:(\d+)(?::\w)?>)/g;
  let last = 0;
  let m;
  while ((m = re.exec(text))) {
    if (m.index > last) frag.append(text.slice(last, m.index));
    if (m[2]) frag.append(h('span', { class: 'mention' }, '@role'));
    else if (m[3]) frag.append(h('span', { class: 'mention' }, '@' + userName(m[3])));
    else if (m[4]) {
      const ch = state && state.channels.find((c) => c.id === m[4]);
      frag.append(h('span', { class: 'mention' }, '#' + (ch ? ch.name : m[4])));
    } else if (m[5]) frag.append(h('strong', {}, m[5]));
    else if (m[6]) frag.append(h('u', {}, m[6]));
    else if (m[7] || m[8]) frag.append(h('em', {}, m[7] || m[8]));
    else if (m[9]) frag.append(h('code', {}, m[9]));
    else if (m[10]) frag.append(h('s', {}, m[10]));
    else if (m[11]) frag.append(new Date(Number(m[11]) * 1000).toLocaleString());
    last = re.lastIndex;
  }
  if (last < text.length) frag.append(text.slice(last));
  return frag;
}

async function api(path, body) {
  const res = await fetch(path, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {});
  return res.json();
}

async function act(body) {
  showError('');
  const out = await api('/local/act', { userId: viewer, ...body });
  if (!out.ok) showError(out.error);
  return out;
}

function showError(text) {
  ui.error.textContent = text;
  ui.error.hidden = !text;
}

let wsConnected = false;
let wsEverConnected = false;
// "live" only once the event socket is open, so tests (and people) know updates will arrive.
function renderStatus() {
  const online = !state || state.botOnline;
  const text = !wsConnected ? (wsEverConnected ? 'disconnected — retrying' : 'connecting…') : online ? 'live' : 'live · bot offline';
  ui.status.textContent = text;
  ui.status.classList.toggle('bad', !wsConnected || !online);
}

async function refresh() {
  if (!viewer) return;
  state = await api('/local/state?viewer=' + encodeURIComponent(viewer));
  if (!channelId || !state.channels.some((c) => c.id === channelId)) channelId = state.generalId;
  render();
}

function render() {
  renderStatus();
  renderUsers();
  renderChannels();
  renderMessages();
  renderModal();
  reportFailures();
}

function renderUsers() {
  if (ui.switcher.options.length !== state.users.length) {
    ui.switcher.replaceChildren(...state.users.map((u) => h('option', { value: u.id, dataset: { name: u.username } }, u.globalName || u.username)));
  }
  ui.switcher.value = viewer;
  const me = state.users.find((u) => u.id === viewer);
  ui.meAvatar.replaceWith((ui.meAvatar = Object.assign(avatar(me), { id: 'me-avatar' })));
}

function renderChannels() {
  const top = state.channels.filter((c) => !c.parentId);
  const items = [];
  for (const c of top) {
    items.push(channelItem(c, false));
    for (const t of state.channels.filter((x) => x.parentId === c.id)) items.push(channelItem(t, true));
  }
  ui.channels.replaceChildren(...items);
  const current = state.channels.find((c) => c.id === channelId);
  ui.title.textContent = current ? current.name : '';
}

function channelItem(c, thread) {
  return h('li', {
    class: [thread ? 'thread' : '', c.id === channelId ? 'active' : '', c.archived ? 'archived' : ''].join(' '),
    testid: 'channel-' + c.id,
    dataset: { channelId: c.id, name: c.name },
    title: c.name,
    onclick: () => {
      channelId = c.id;
      render();
      scrollToBottom();
    },
  }, thread ? c.name : '# ' + c.name);
}

function scrollToBottom() {
  ui.list.scrollTop = ui.list.scrollHeight;
}

function renderMessages() {
  const atBottom = ui.list.scrollHeight - ui.list.scrollTop - ui.list.clientHeight < 40;
  const msgs = state.messages[channelId] || [];
  if (!msgs.length) {
    ui.list.replaceChildren(h('div', { class: 'empty' }, 'No messages yet. Type / to run a command.'));
    return;
  }
  ui.list.replaceChildren(...msgs.map(renderMessage));
  if (atBottom) scrollToBottom();
}

function attachmentUrl(msg, url) {
  if (typeof url === 'string' && url.startsWith('attachment://')) {
    const a = msg.attachments.find((x) => x.filename === url.slice('attachment://'.length));
    return a ? a.url : url;
  }
  return url;
}

function renderMessage(msg) {
  const loading = (msg.flags & 128) !== 0;
  const used = msg.interaction_metadata || msg.interaction;
  const usedName = msg.interaction && msg.interaction.name;
  // Images referenced by embeds are shown there, not again as attachments.
  const inEmbeds = new Set((msg.embeds || []).flatMap((e) => [e.image && e.image.url, e.thumbnail && e.thumbnail.url]).filter(Boolean).map((u) => attachmentUrl(msg, u)));
  const body = h('div', { class: 'body' },
    used && h('div', { class: 'used' }, h('b', {}, userName(used.user.id)), usedName ? ` used /${usedName}` : ' used a component'),
    h('div', { class: 'meta' },
      h('span', { class: 'author', testid: 'message-author' }, msg.author.global_name || msg.author.username),
      msg.author.bot && h('span', { class: 'bot-tag' }, 'app'),
      h('span', { class: 'time' }, new Date(msg.timestamp).toLocaleTimeString())),
    loading
      ? h('div', { class: 'thinking', testid: 'message-content' }, `${msg.author.username} is thinking…`)
      : h('div', { class: 'content', testid: 'message-content' }, richText(msg.content || ''), msg.edited_timestamp && h('span', { class: 'edited' }, ' (edited)')),
    (msg.embeds || []).map((e) => renderEmbed(msg, e)),
    h('div', { class: 'attachments' }, msg.attachments.filter((a) => !inEmbeds.has(a.url)).map(renderAttachment)),
    renderComponents(msg, msg.components || []),
    msg.thread && h('div', { class: 'thread-link', onclick: () => { channelId = msg.thread.id; render(); } }, `Thread: ${msg.thread.name} →`),
    msg.ephemeral && h('div', { class: 'ephemeral-note' }, '👁 Only you can see this'),
  );
  return h('article', {
    class: 'message' + (msg.ephemeral ? ' ephemeral' : ''),
    testid: 'message',
    dataset: { messageId: msg.id, ephemeral: String(!!msg.ephemeral) },
  }, avatar(msg.author), body);
}

function renderAttachment(a) {
  if ((a.content_type || '').startsWith('image/')) {
    return h('a', { href: a.url, target: '_blank' }, h('img', { src: a.url, alt: a.filename, testid: 'attachment-image', width: a.width, height: a.height, style: 'height:auto' }));
  }
  return h('a', { class: 'file', href: a.url, target: '_blank', testid: 'attachment-file' }, `File: ${a.filename} (${Math.ceil(a.size / 1024)} KB)`);
}

function renderEmbed(msg, e) {
  const el = h('div', { class: 'embed', testid: 'embed' },
    e.author && e.author.name && h('div', { class: 'embed-footer' }, e.author.name),
    e.title && h('div', { class: 'embed-title' }, e.title),
    e.description && h('div', { class: 'embed-desc' }, richText(e.description)),
    e.fields && e.fields.length && h('div', { class: 'embed-fields' }, e.fields.map((f) =>
      h('div', { class: 'embed-field' + (f.inline ? '' : ' full') }, h('div', { class: 'embed-field-name' }, f.name), h('div', { class: 'embed-field-value' }, richText(f.value))))),
    e.image && h('img', { src: attachmentUrl(msg, e.image.url), alt: '', testid: 'attachment-image' }),
    e.thumbnail && h('img', { src: attachmentUrl(msg, e.thumbnail.url), alt: '', style: 'max-width:80px' }),
    e.footer && h('div', { class: 'embed-footer' }, e.footer.text));
  if (typeof e.color === 'number') el.style.borderLeftColor = '#' + e.color.toString(16).padStart(6, '0');
  return el;
}

function renderComponents(msg, list) {
  return list.map((c) => renderComponent(msg, c));
}

function renderComponent(msg, c) {
  switch (c.type) {
    case 1: return h('div', { class: 'row' }, c.components.map((x) => renderComponent(msg, x)));
    case 2: return renderButton(msg, c);
    case 3: return renderSelect(msg, c);
    case 9: return h('div', { class: 'section' }, renderComponents(msg, c.components || []), c.accessory && renderComponent(msg, c.accessory));
    case 10: return h('div', { class: 'content' }, richText(c.content || ''));
    case 11: return h('img', { src: attachmentUrl(msg, c.media && c.media.url), alt: c.description || '', style: 'max-width:80px;border-radius:4px' });
    case 12: return h('div', { class: 'gallery' }, (c.items || []).map((it) => h('img', { src: attachmentUrl(msg, it.media.url), alt: it.description || '', testid: 'attachment-image' })));
    case 13: return h('a', { class: 'file', href: attachmentUrl(msg, c.file && c.file.url), target: '_blank' }, 'File');
    case 14: return h('hr', { style: 'border:0;border-top:1px solid #3f4147' });
    case 17: return h('div', { class: 'container' }, renderComponents(msg, c.components || []));
    default: return h('div', { class: 'time' }, `[component type ${c.type}]`);
  }
}

function renderButton(msg, c) {
  const label = [c.emoji && (c.emoji.name || ''), c.label].filter(Boolean).join(' ');
  if (c.style === 5) {
    return h('a', { class: 'btn s5', href: c.url, target: '_blank', testid: 'button', style: 'text-decoration:none;display:inline-flex;align-items:center' }, label + ' ↗');
  }
  return h('button', {
    class: 'btn s' + c.style,
    testid: 'button',
    disabled: !!c.disabled,
    dataset: { customId: c.custom_id },
    onclick: async (ev) => {
      ev.currentTarget.disabled = true;
      await act({ kind: 'click', messageId: msg.id, customId: c.custom_id });
    },
  }, label);
}

function renderSelect(msg, c) {
  const multi = (c.max_values || 1) > 1;
  const sel = h('select', {
    class: 'select', testid: 'select-menu', disabled: !!c.disabled, multiple: multi, size: multi ? Math.min(6, c.options.length) : undefined,
    dataset: { customId: c.custom_id },
  },
  !multi && h('option', { value: '', disabled: true, selected: true }, c.placeholder || 'Make a selection'),
  c.options.map((o) => h('option', { value: o.value, title: o.description || '' }, [o.emoji && o.emoji.name, o.label].filter(Boolean).join(' ') + (o.description ? ` — ${o.description}` : ''))));
  const send = async () => {
    const values = [...sel.selectedOptions].map((o) => o.value).filter(Boolean);
    await act({ kind: 'select', messageId: msg.id, customId: c.custom_id, values });
  };
  if (!multi) {
    sel.addEventListener('change', send);
    return h('div', { class: 'row' }, sel);
  }
  return h('div', { class: 'row' }, sel, h('button', { class: 'btn s1', type: 'button', onclick: send, testid: 'select-submit' }, 'Choose'));
}

function renderModal() {
  const modal = state.modals[state.modals.length - 1];
  if (!modal) {
    if (ui.modal.open) ui.modal.close();
    openModalId = null;
    return;
  }
  if (openModalId === modal.interactionId) return;
  openModalId = modal.interactionId;
  document.getElementById('modal-title').textContent = modal.title;
  const fields = modal.components.map((row) => {
    const input = row.component || (row.components && row.components[0]) || {};
    const label = row.label || input.label || input.custom_id;
    const control = input.style === 2
      ? h('textarea', { name: input.custom_id, rows: 4, required: input.required !== false, placeholder: input.placeholder || '' }, input.value || '')
      : h('input', { name: input.custom_id, required: input.required !== false, placeholder: input.placeholder || '', value: input.value || '' });
    return h('div', {}, h('label', {}, label), control);
  });
  document.getElementById('modal-fields').replaceChildren(...fields);
  ui.modal.onclose = async () => {
    if (ui.modal.returnValue !== 'submit') return;
    const data = Object.fromEntries(new FormData(document.getElementById('modal-form')).entries());
    await act({ kind: 'modal', customId: modal.custom_id, fields: data });
  };
  ui.modal.showModal();
}

function reportFailures() {
  for (const f of state.failed) {
    if (seenFailures.has(f.interactionId)) continue;
    seenFailures.add(f.interactionId);
    if (Date.now() - f.at < 60000) showError('The application did not respond (no acknowledgement within 3 seconds).');
  }
}

// --- command box ---------------------------------------------------------

function suggestionsFor(text) {
  if (!state || !text.startsWith('/')) return [];
  const parts = text.slice(1).split(/\s+/);
  const cmds = state.commands;
  if (parts.length === 1) {
    return cmds.filter((c) => c.name.startsWith(parts[0])).map((c) => ({ insert: '/' + c.name + ' ', label: '/' + c.name, desc: c.description }));
  }
  const cmd = cmds.find((c) => c.name === parts[0]);
  if (!cmd) return [];
  let level = cmd.options || [];
  const prefix = ['/' + cmd.name];
  let i = 1;
  for (; i < parts.length - 1; i++) {
    const sub = level.find((o) => (o.type === 1 || o.type === 2) && o.name === parts[i]);
    if (!sub) break;
    level = sub.options || [];
    prefix.push(sub.name);
  }
  const typed = parts[parts.length - 1];
  const head = text.slice(0, text.length - typed.length);
  if (level.some((o) => o.type === 1 || o.type === 2)) {
    return level.filter((o) => o.name.startsWith(typed)).map((o) => ({ insert: head + o.name + ' ', label: prefix.concat(o.name).join(' '), desc: o.description }));
  }
  const used = new Set(parts.map((p) => p.split(':')[0]));
  const colon = typed.indexOf(':');
  if (colon >= 0) {
    const opt = level.find((o) => o.name === typed.slice(0, colon));
    const val = typed.slice(colon + 1);
    if (opt && (opt.type === 6 || opt.type === 9)) {
      return state.users.filter((u) => ('@' + u.username).startsWith(val) || u.username.startsWith(val))
        .map((u) => ({ insert: head + opt.name + ':@' + u.username + ' ', label: opt.name + ':@' + u.username, desc: u.globalName }));
    }
    if (opt && opt.autocomplete) return botSuggestions(text, head, opt);
    if (opt && opt.choices) {
      return opt.choices.filter((c) => String(c.value).startsWith(val))
        .map((c) => ({ insert: head + opt.name + ':' + c.value + ' ', label: opt.name + ':' + c.value, desc: c.name }));
    }
    return [];
  }
  return level.filter((o) => o.name.startsWith(typed) && !used.has(o.name))
    .map((o) => ({ insert: head + o.name + ':', label: o.name + ':' + (o.required ? '' : ' (optional)'), desc: o.description }));
}

// Options marked `autocomplete`: the bot suggests, through a real autocomplete interaction (type 4),
// asked for once the member stops typing for a moment; the answer is kept for that exact line.
let botChoices = { line: null, items: [] };
let asking = null;
function botSuggestions(text, head, opt) {
  if (botChoices.line !== text && asking !== text) {
    asking = text;
    setTimeout(async () => {
      if (ui.input.value !== text) { if (asking === text) asking = null; return; }
      const out = await api('/local/act', { userId: viewer, kind: 'autocomplete', channelId, line: text }).catch(() => ({ ok: false }));
      if (asking === text) asking = null;
      botChoices = { line: text, items: out.ok ? out.choices : [] };
      if (ui.input.value === text) renderSuggestions();
    }, 150);
  }
  const quote = (v) => (/\s/.test(v) ? '"' + v + '"' : v);
  return (botChoices.line === text ? botChoices.items : [])
    .map((c) => ({ insert: head + opt.name + ':' + quote(String(c.value)) + ' ', label: c.name, desc: opt.name }));
}

function renderSuggestions() {
  const items = suggestionsFor(ui.input.value);
  suggestionIndex = Math.min(suggestionIndex, items.length - 1);
  ui.suggestions.hidden = items.length === 0;
  ui.suggestions.replaceChildren(...items.map((s, i) => h('li', {
    class: i === suggestionIndex ? 'sel' : '',
    dataset: { insert: s.insert },
    onmousedown: (ev) => {
      ev.preventDefault();
      choose(s);
    },
  }, s.label, s.desc && h('span', { class: 'desc' }, s.desc))));
  return items;
}

function choose(s) {
  ui.input.value = s.insert;
  suggestionIndex = -1;
  renderSuggestions();
  ui.input.focus();
}

ui.input.addEventListener('input', () => {
  suggestionIndex = -1;
  showError('');
  renderSuggestions();
});
ui.input.addEventListener('keydown', (ev) => {
  const items = suggestionsFor(ui.input.value);
  if (ev.key === 'ArrowDown' || ev.key === 'ArrowUp') {
    if (!items.length) return;
    ev.preventDefault();
    suggestionIndex = (suggestionIndex + (ev.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length;
    renderSuggestions();
  } else if ((ev.key === 'Tab' || ev.key === 'Enter') && suggestionIndex >= 0 && items[suggestionIndex]) {
    ev.preventDefault();
    choose(items[suggestionIndex]);
  } else if (ev.key === 'Escape') {
    ui.suggestions.hidden = true;
  }
});
ui.input.addEventListener('blur', () => setTimeout(() => (ui.suggestions.hidden = true), 100));

ui.form.addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const line = ui.input.value.trim();
  if (!line) return;
  const out = await act({ kind: 'command', channelId, line });
  if (out.ok) {
    ui.input.value = '';
    ui.suggestions.hidden = true;
  }
});

ui.switcher.addEventListener('change', () => {
  viewer = ui.switcher.value;
  localStorage.setItem('localdiscord.viewer', ui.switcher.selectedOptions[0].dataset.name);
  showError('');
  refresh();
});

// --- live updates --------------------------------------------------------

let refreshQueued = false;
function queueRefresh() {
  if (refreshQueued) return;
  refreshQueued = true;
  setTimeout(() => {
    refreshQueued = false;
    refresh();
  }, 20);
}

function connect() {
  const ws = new WebSocket(location.origin.replace(/^http/, 'ws') + '/local/events');
  ws.onopen = () => {
    wsConnected = wsEverConnected = true;
    renderStatus();
    queueRefresh();
  };
  ws.onmessage = queueRefresh;
  ws.onclose = () => {
    wsConnected = false;
    renderStatus();
    setTimeout(connect, 1000);
  };
}

(async function start() {
  const first = await api('/local/state');
  const wanted = params.get('as') || localStorage.getItem('localdiscord.viewer');
  const user = first.users.find((u) => u.username === wanted || u.id === wanted) || first.users[0];
  viewer = user.id;
  await refresh();
  scrollToBottom();
  connect();
})();
