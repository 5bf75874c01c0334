import { startHttpService } from './http-service';
import { runService } from './run-service';

await runService('command-api', (settings, logger) => startHttpService('command-api', settings, logger));
