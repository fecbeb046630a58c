import { apiTable } from './api.js';
import { routeShapes } from './route-shapes.js';

/** Vite's `define` for the UI build and its tests: the API client's route table (ui/api/endpoints.ts). */
export const apiRoutesDefine = () => ({ __API_ROUTES__: JSON.stringify(routeShapes(apiTable)) });
