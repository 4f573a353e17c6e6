// The global stylesheet; the shell imports this once (`import '../render/styles'`).
import './base.css';
