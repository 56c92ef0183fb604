#!/usr/bin/env node
// The `marketplace-mcp` bin: runs the TypeScript stdio server through tsx, resolved from this package.
import { register } from 'tsx/esm/api';

register();
await import('./stdio.ts');
