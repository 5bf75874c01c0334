import { eventStoreContract } from '../contract';
import { createEsdbEventStore } from './esdb-event-store';

const url = process.env.EVENTSTORE_URL;
const skip = url ? undefined : 'no EventStoreDB: EVENTSTORE_URL is not set (e.g. esdb://127.0.0.1:2113?tls=false)';
if (skip) console.log(`EventStoreDB contract tests skipped: ${skip}`);

eventStoreContract(
  'EventStoreDB',
  () => {
    const store = createEsdbEventStore(url ?? '');
    return Promise.resolve({ store, cleanup: () => store.close() });
  },
  { skip },
);
