import { engineSuite } from './suite.ts';

engineSuite('chromium');
