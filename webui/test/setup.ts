// Each test starts with empty storage and a clean DOM.
import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/preact';

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());
