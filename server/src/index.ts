export { startRuntime } from './runtime';
export type { Runtime } from './runtime';
export { seedDemoData, DEMO_PASSWORD } from './demo-data/seed-demo-data';
export { bundle } from './build/bundle';
export { startNotificationJobs, jobNotificationId } from './process-managers/notification-jobs';
