/**
 * Hara's router (ADR 0072): the browser's history, routes by path with one layout level, and
 * the hooks the screens use. Only what the app needs: no path parameters, no data loading.
 */
export type { Location, NavigationType } from './history'
export {
  BrowserRouter,
  MemoryRouter,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
  type Navigate as NavigateFunction,
  type NavigateOptions,
} from './router'
export { Navigate, Outlet, Route, Routes } from './routes'
