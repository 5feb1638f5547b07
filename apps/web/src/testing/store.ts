// Tests anywhere (lib, features) build the real store through here, as bulletproof-react's test utils do.
export { createStore as createTestStore } from '../app/store'
