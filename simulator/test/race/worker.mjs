// A racer's thread: loads TypeScript through tsx, then runs the racer (racer.ts).
import { register } from 'tsx/esm/api';

register();
await import('./racer.ts');
