import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { Provider } from 'react-redux';
import { FlashMessages } from '../components/flash-messages';
import type { AppStore } from './store';

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <MantineProvider>
        <DndProvider backend={HTML5Backend}>
          <FlashMessages />
          {children}
        </DndProvider>
      </MantineProvider>
    </Provider>
  );
}
