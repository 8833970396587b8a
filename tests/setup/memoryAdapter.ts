import { createMemoryAdapter } from '../../src/adapters/memory/createMemoryAdapter';
import { stubAdapter } from '../../src/runtime/testing/stubAdapter';

// Runtime tests may not import src/adapters; they reach the memory adapter through stubAdapter.
stubAdapter.provide(createMemoryAdapter);
