import { startHttpService } from './http-service';
import { runService } from './run-service';

await runService('query-api', (settings, logger) => startHttpService('query-api', settings, logger));
