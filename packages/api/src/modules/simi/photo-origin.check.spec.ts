import { type PropertyCard, type PropertyDetail } from '@inmo/contracts';
import { PhotoOriginCheck } from './photo-origin.check';

const photo = (url: string) => ({ small: url, large: url, width: null, height: null });
const card = (url: string | null) => ({ photo: url ? photo(url) : null }) as PropertyCard;

describe('PhotoOriginCheck', () => {
  const setup = () => {
    const warn = jest.fn();
    return { warn, check: new PhotoOriginCheck(['https://fotos.simi.example'], { warn }) };
  };

  it('stays quiet for photos from an allowed origin', () => {
    const { warn, check } = setup();
    check.cards([card('https://fotos.simi.example/919/1.jpg'), card(null)]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once per origin that PHOTO_ORIGINS does not list, naming it', () => {
    const { warn, check } = setup();
    check.cards([card('https://cdn.otro.example/a.jpg'), card('https://cdn.otro.example/b.jpg')]);
    check.cards([card('http://fotos.simi.example/c.jpg')]);
    const origins = warn.mock.calls.map(([line]) => /from (\S+),/.exec(String(line))?.[1]);
    expect(origins).toEqual(['https://cdn.otro.example', 'http://fotos.simi.example']);
  });

  it("checks a listing's gallery; the advisor photo is the gateway's own path", () => {
    const { warn, check } = setup();
    check.detail({
      photo: photo('https://fotos.simi.example/1.jpg'),
      photos: [photo('https://fotos.simi.example/1.jpg'), photo('https://galeria.example/2.jpg')],
      advisor: { photoUrl: '/api/media/advisors/kkj3yXTjujx3JCNp' },
    } as PropertyDetail);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/galeria\.example/));
  });
});
