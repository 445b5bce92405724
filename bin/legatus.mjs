#!/usr/bin/env node
// The package's `legatus` command: registers tsx so the TypeScript sources run as they are.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../src/cli/main.ts', import.meta.url).href);
