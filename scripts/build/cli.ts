import { relative } from 'node:path';
import { buildServiceBundles } from './index.ts';

/** `npm run build`: the bundles of the deployed processes under dist/ (what the Docker image runs). */
const bundles = await buildServiceBundles();
for (const [role, file] of Object.entries(bundles)) console.log(`${role.padEnd(8)} ${relative(process.cwd(), file)}`);
