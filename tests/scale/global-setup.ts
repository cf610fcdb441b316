// Build once before the scale tests (when the build is stale), rather than inside a test's hook.
import { ensureBuild } from '../../scripts/site-server.ts';
import { SCALE_DIST_DIR } from './scale-support';

export default async function buildForScaleTests(): Promise<void> {
  await ensureBuild({ distDir: SCALE_DIST_DIR });
}
