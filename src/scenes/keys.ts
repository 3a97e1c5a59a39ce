// Scene keys, and the names the automation hook reports for them: the route's screens.
export { SCREENS as SCENES } from '../screens/route/route.ts';
