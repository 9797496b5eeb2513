import { BrowserRouter } from 'react-router';
import { AppProviders, createQueryClient } from './providers';
import { AppRoutes } from './router';

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
