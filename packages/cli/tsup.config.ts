import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.js';

export default defineConfig([
  // The checks as a library (runDoctor, renderDoctorReport): Node only, like the command.
  { ...libraryBuild, entry: ['src/index.ts'], platform: 'node', dts: { compilerOptions: { types: ['node'] } } },
  // The command: ESM only, no declarations; the shebang is kept from the source.
  { ...libraryBuild, entry: { bin: 'src/node/bin.ts' }, format: ['esm'], platform: 'node', dts: false, clean: false },
]);
