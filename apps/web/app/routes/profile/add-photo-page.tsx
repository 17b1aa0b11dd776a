import { useNavigate } from 'react-router';
import { PhotoEditor } from '../../features/profile/components/photo-editor.tsx';
import { useProfileSource } from '../../lib/profile-source.tsx';

/** `…/personal-details/add-photo`: the photo step of personal details. */
export default function AddPhotoPage() {
  const navigate = useNavigate();
  const { paths } = useProfileSource();
  return <PhotoEditor onDone={() => void navigate(paths.personalDetails)} />;
}
