// A decal as an <img>. A live decal has a public URL (/public/decals/{key}) that any <img> loads; a decal that
// is not live yet is private (GET spot/content/{id}/decal): it is fetched with the session's token and shown
// as a data: URL (the page's CSP allows data: images). While it loads the image keeps its size, so nothing
// moves; when it fails the alt text stands in.
import { useQuery } from '@tanstack/react-query';
import type { ImgHTMLAttributes } from 'react';
import type { Decal } from '@sponsorspot/contract/sponsor';
import { api } from '../lib/api-client';
import { getConfig } from '../config/load-config';
import { decalSource, isPublicDecalUrl } from '../lib/decal-source';

type DecalImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  decal: Pick<Decal, 'id' | 'url' | 'width' | 'height'>;
  alt: string;
};

/** The image as a data: URL, so no object URL outlives the component that showed it. */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The decal could not be read.'));
    reader.readAsDataURL(blob);
  });
}

export function DecalImage({ decal, alt, ...img }: DecalImageProps) {
  const isPublic = isPublicDecalUrl(decal.url);
  // A content's private URL stays the same when its decal is replaced: the decal's id tells them apart.
  const privateImage = useQuery({
    queryKey: ['decal-image', decal.url, decal.id],
    queryFn: async () => dataUrlOf(await api.get<Blob>(decal.url, { responseType: 'blob' })),
    enabled: !isPublic,
    staleTime: Infinity,
    gcTime: 60_000,
  });
  const src = isPublic ? decalSource(getConfig().apiBaseUrl, decal.url) : privateImage.data;
  return (
    <img
      {...img}
      src={src}
      alt={alt}
      width={decal.width}
      height={decal.height}
      aria-busy={!isPublic && privateImage.isPending ? true : undefined}
    />
  );
}
