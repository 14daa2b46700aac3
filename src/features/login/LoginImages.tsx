import { imageDataUrl } from '../../lib/images';
import { useMediaQuery } from '../../lib/media-query';
import { LOGIN_IMAGES_QUERY } from '../../styles/breakpoints';
import { useLoginImages } from './api';

/**
 * The images beside the login form, on screens wide enough to show them: a phone neither asks for
 * them nor decodes them (each SVG is a document built on the main thread).
 */
export function LoginImages() {
  return useMediaQuery(LOGIN_IMAGES_QUERY) ? <LoginImageList /> : null;
}

/** Decorative extras, so a failure just shows none. */
function LoginImageList() {
  const { data: images = [] } = useLoginImages();
  if (images.length === 0) return null;
  return (
    <ul className="login-images">
      {images.map((image) => (
        <li key={image.id}>
          <img src={imageDataUrl(image.imageBase64)} alt={image.alt} decoding="async" />
        </li>
      ))}
    </ul>
  );
}
