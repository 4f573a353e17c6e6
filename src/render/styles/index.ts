// The global stylesheets; the shell imports this once (`import '../render/styles'`).
import './base.css';
import './blocks.css';
import './forms.css';
// Each banner's colours on its shell (scripts/build/banner-themes-plugin.ts): no inline style.
import 'virtual:banner-themes.css';
