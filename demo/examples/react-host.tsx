/** @jsxImportSource ./jsx */
import { createRoot } from 'react-dom/client';
import { App } from './react-app';

// The React 19 host page (/examples/react.html): a host application with its own React, using the kit's elements.
const container = document.getElementById('app');
if (container) createRoot(container).render(<App />);
