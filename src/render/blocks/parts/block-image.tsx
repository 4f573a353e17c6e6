import { useRenderEnv } from '../../render-env';

/** The picture sizes blocks draw (CSS pixels); each has a box class in blocks.css. */
export type BlockImageSize = '32x32' | '64x64' | '96x64';

interface BlockImageProps {
  src: string;
  alt: string;
  size: BlockImageSize;
  /** Loaded when it nears the viewport (tiles far down a long screen). */
  lazy?: boolean;
}

/**
 * A block's picture, at its fixed size. In a loading skeleton (`drawingOnly`: the block drawn
 * only for its size, never painted) it is an empty box of that size, so the skeleton loads no
 * picture: the shopper's screen, drawn next, would load the same file again beside it.
 */
export function BlockImage({ src, alt, size, lazy = false }: BlockImageProps) {
  const { drawingOnly } = useRenderEnv();
  if (drawingOnly) return <span className={`fp-image-box fp-image-box--${size}`} />;
  const [width, height] = size.split('x').map(Number);
  return (
    <img src={src} alt={alt} width={width} height={height} loading={lazy ? 'lazy' : undefined} />
  );
}
