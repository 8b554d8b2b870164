import '@testing-library/jest-dom/vitest';
import { localPanelEnvironment, LOCAL_PANEL_DEFAULT_PORT } from '@/local-panel/credentials';

// lib/panel refuses to load without back-end settings; tests that read from a panel start their own and
// point the settings at it (tests/fixtures/local-panel-env.ts). The rest get the default local panel's.
for (const [name, value] of Object.entries(localPanelEnvironment(LOCAL_PANEL_DEFAULT_PORT))) {
  process.env[name] ||= value;
}
