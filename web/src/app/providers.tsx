import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { Provider } from 'react-redux';
import { FlashMessages } from '../components/flash-messages';
import type { AppStore } from '../lib/store';

/** `env="test"` turns off Mantine's transitions and portals for component tests. */
export function Providers({ store, children, env }: { store: AppStore; children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <Provider store={store}>
      <MantineProvider env={env}>
        <DndProvider backend={HTML5Backend}>
          <FlashMessages />
          {children}
        </DndProvider>
      </MantineProvider>
    </Provider>
  );
}
