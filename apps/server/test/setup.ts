import { lowerHashingCostForTests } from '../src/lib/password'

// Before each file of the server's integration tests: password hashing at a test cost (see the function).
lowerHashingCostForTests()
