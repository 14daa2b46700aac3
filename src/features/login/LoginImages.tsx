import { imageDataUrl } from '../../lib/images';
import { useLoginImages } from './api';

/** The images beside the login form; decorative extras, so a failure just shows none. */
export function LoginImages() {
  const { data: images = [] } = useLoginImages();
  if (images.length === 0) return null;
  return (
    <ul className="login-images">
      {images.map((image) => (
        <li key={image.id}>
          <img src={imageDataUrl(image.imageBase64)} alt={image.alt} />
        </li>
      ))}
    </ul>
  );
}
