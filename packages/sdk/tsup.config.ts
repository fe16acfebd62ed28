import { defineConfig } from 'tsup';
import { onDemandBuilds } from '../../tsup.shared.js';

export default defineConfig(onDemandBuilds);
