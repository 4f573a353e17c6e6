// The global stylesheets; the shell imports this once (`import '../render/styles'`).
import './base.css';
import './blocks.css';
import './forms.css';
