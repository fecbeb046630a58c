import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, createStore } from 'jotai';
import './styles.css';
import { App } from './App.js';

const store = createStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
);
