import { startProjectorsService } from './projectors-service';
import { runService } from './run-service';

await runService('projectors', startProjectorsService);
