import { createBrowserRouter, Navigate } from 'react-router';
import { ApprovalsRoute } from '../features/approvals/approvals-route';
import { AuditRoute } from '../features/audit/audit-route';
import { LoginRoute } from '../features/auth/login-route';
import { ContactRoute } from '../features/contacts/contact-route';
import { BoardRoute } from '../features/pipeline/board-route';
import { UnlockedContactsRoute } from '../features/unlocks/unlocked-contacts-route';
import { SignedInShell } from './app-shell';

export const router = createBrowserRouter([
  { path: '/login', element: <LoginRoute /> },
  {
    element: <SignedInShell />,
    children: [
      { path: '/', element: <Navigate to="/pipeline" replace /> },
      { path: '/pipeline', element: <BoardRoute /> },
      { path: '/contacts/:id', element: <ContactRoute /> },
      { path: '/contacts/:id/edit', element: <ContactRoute /> },
      { path: '/approvals', element: <ApprovalsRoute /> },
      { path: '/audit', element: <AuditRoute /> },
      { path: '/companies/unlocked-contacts', element: <UnlockedContactsRoute /> },
      { path: '/companies/:id/unlocked-contacts', element: <UnlockedContactsRoute /> },
    ],
  },
  { path: '*', element: <Navigate to="/pipeline" replace /> },
]);
