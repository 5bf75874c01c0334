/** The environment variable that names the test run's compiled services (for `SplitTopologyOptions.compiledDir`). */
export const COMPILED_SERVICES_VARIABLE = 'TEST_COMPILED_SERVICES_DIR';
