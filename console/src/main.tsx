import { render } from 'preact';
import 'leaflet/dist/leaflet.css';
import './styles.css';
import { App } from './app.tsx';

render(<App />, document.getElementById('app')!);
