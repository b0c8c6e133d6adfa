// The app's dataProvider with its non-CRUD `call` (providers/dataProvider.ts), for screens that
// ask the API beyond react-admin's list/show/edit: every area's custom calls go through it, so
// their 401/403 reach react-admin's checkError like any other request.
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './dataProvider.ts';

export function useApi(): AppDataProvider {
  return useDataProvider<AppDataProvider>();
}
