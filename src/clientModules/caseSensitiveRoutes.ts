import routes from '@generated/routes';
import { makeCaseSensitive, type RouteLike } from '@site/src/lib/routes';

// Runs before the app renders its routes (client modules are imported ahead of `@generated/routes` by the app).
makeCaseSensitive(routes as RouteLike[]);
