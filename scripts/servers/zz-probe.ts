import { startServers } from './index.ts';
const s = await startServers({ mode: 'test' });
await s.stop();
