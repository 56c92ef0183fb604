import type { Input, Schema } from '@marketplace/sdk';
import { useMemo, useState } from 'preact/hooks';
import { money } from '../format.ts';
import { useI18n } from '../i18n.ts';
import { api } from '../session.ts';
import { ErrorNotice, Loading } from '../ui/notice.tsx';
import { useAction } from '../ui/use-action.ts';
import { useLoad } from '../ui/use-load.ts';
import { ResultMap, type MapPoint } from './result-map.tsx';

type SearchInput = Input<'searchCatalog'>['body'];
type SearchHit = Schema<'SearchHit'>;
interface Distribution {
  values?: { value: string | number | boolean; count: number }[];
}
interface Answer {
  hits: SearchHit[];
  distributions: Record<string, Distribution>;
  total: number | undefined;
}

function pointOf(hit: SearchHit): MapPoint | undefined {
  const { lat, lon } = (hit.location ?? {}) as { lat?: unknown; lon?: unknown };
  return typeof lat === 'number' && typeof lon === 'number' ? { id: hit.id, lat, lon, title: hit.title } : undefined;
}

const decimal = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));

type City = Schema<'City'>;

/** The city the person named: one whose name or spelling is exactly what was typed, else the first that starts so. */
async function cityNamed(typed: string): Promise<City | undefined> {
  const found = await api.listCatalogCities({ q: typed });
  const exact = typed.toLocaleLowerCase();
  return found.find((city) => [city.name.toLocaleLowerCase(), ...city.aliases].includes(exact)) ?? found[0];
}

/** Catalog search: free text, category, an optional city and radius, facet filters from the answer's counts, and a map of the hits. */
export function SearchPage() {
  const { t, language } = useI18n();
  const schema = useLoad(() => api.getCatalogSchema());
  const search = useAction();
  const [q, setQ] = useState('');
  const [wordsOnly, setWordsOnly] = useState(false);
  const [category, setCategory] = useState('');
  const [near, setNear] = useState({ city: '', radiusKm: '' });
  const cities = useLoad(() => api.listCatalogCities());
  const [unknownCity, setUnknownCity] = useState<string | undefined>(undefined);
  const [filters, setFilters] = useState<Record<string, string[]>>({});
  const [answer, setAnswer] = useState<Answer | undefined>(undefined);
  const points = useMemo(() => (answer?.hits ?? []).flatMap((hit) => pointOf(hit) ?? []), [answer]);

  const run = (nextFilters: Record<string, string[]>) =>
    search.run(async () => {
      const city = near.city.trim() ? await cityNamed(near.city.trim()) : undefined;
      setUnknownCity(near.city.trim() && !city ? near.city.trim() : undefined);
      if (near.city.trim() && !city) return;
      const radiusKm = decimal(near.radiusKm);
      const chosen = Object.entries(nextFilters).filter(([, values]) => values.length > 0);
      const body: SearchInput = {
        limit: 50,
        ...(q.trim() ? { q: q.trim() } : {}),
        ...(q.trim() && wordsOnly ? { semantic: false } : {}),
        ...(category ? { category } : {}),
        ...(chosen.length
          ? { filters: Object.fromEntries(chosen.map(([key, values]) => [key, { any: values }])) }
          : {}),
        // A radius that is no number goes as typed: the service names the field it refuses.
        ...(city ? { geo: { lat: city.lat, lon: city.lon, radiusKm: radiusKm ?? city.radiusKm } } : {}),
      };
      const response = await api.withMeta.searchCatalog({ body });
      setAnswer({
        hits: response.result.hits,
        distributions: response.result.distributions as Record<string, Distribution>,
        total: response.resultInfo?.total,
      });
    });

  const toggle = (key: string, value: string, on: boolean) => {
    const current = filters[key] ?? [];
    const next = { ...filters, [key]: on ? [...current, value] : current.filter((other) => other !== value) };
    setFilters(next);
    void run(next);
  };

  return (
    <>
      <h1>{t('search.title')}</h1>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({});
          void run({});
        }}
      >
        <label for="search-q">{t('search.q')}</label>
        <input id="search-q" type="search" value={q} onInput={(event) => setQ(event.currentTarget.value)} />
        <label>
          <input type="checkbox" checked={wordsOnly} onChange={(event) => setWordsOnly(event.currentTarget.checked)} />{' '}
          {t('search.wordsOnly')}
        </label>
        <label for="search-category">{t('search.category')}</label>
        <select id="search-category" value={category} onChange={(event) => setCategory(event.currentTarget.value)}>
          <option value="">{t('search.anyCategory')}</option>
          {schema.data?.categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <fieldset>
          <legend>{t('search.near')}</legend>
          <label for="search-city">{t('search.city')}</label>
          <input
            id="search-city"
            list="search-cities"
            autoComplete="off"
            value={near.city}
            onInput={(event) => setNear({ ...near, city: event.currentTarget.value })}
          />
          <datalist id="search-cities">
            {cities.data?.map((city) => (
              <option key={city.name} value={city.name} />
            ))}
          </datalist>
          <label for="search-radius">{t('search.radius')}</label>
          <input
            id="search-radius"
            type="number"
            step="any"
            min="0"
            placeholder={String(cities.data?.[0]?.radiusKm ?? '')}
            value={near.radiusKm}
            onInput={(event) => setNear({ ...near, radiusKm: event.currentTarget.value })}
          />
        </fieldset>
        <button type="submit" class="primary" disabled={search.busy}>
          {t('search.submit')}
        </button>
      </form>
      <ErrorNotice error={schema.error ?? search.error} />
      {unknownCity ? (
        <p class="notice error" role="alert">
          {t('search.unknownCity', { city: unknownCity })}
        </p>
      ) : null}
      <Loading loading={search.busy} />
      {answer ? (
        <div class="search">
          <aside aria-labelledby="facets-heading">
            <h2 id="facets-heading">{t('search.facets')}</h2>
            {Object.entries(answer.distributions)
              .filter(([, distribution]) => distribution.values?.length)
              .map(([key, distribution]) => (
                <fieldset key={key}>
                  <legend>{key}</legend>
                  {distribution.values!.map(({ value, count }) => (
                    <label class="inline" key={String(value)}>
                      <input
                        type="checkbox"
                        checked={(filters[key] ?? []).includes(String(value))}
                        onChange={(event) => toggle(key, String(value), event.currentTarget.checked)}
                      />
                      {String(value)} ({count})
                    </label>
                  ))}
                </fieldset>
              ))}
          </aside>
          <section aria-labelledby="hits-heading">
            <h2 id="hits-heading" aria-live="polite">
              {t((answer.total ?? answer.hits.length) === 1 ? 'search.result' : 'search.results', {
                count: answer.total ?? answer.hits.length,
              })}
            </h2>
            <ResultMap points={points} label={t('search.map', { count: points.length })} />
            <ol class="hits">
              {answer.hits.map((hit) => (
                <li key={hit.id} data-hit-id={hit.id}>
                  <strong>{hit.title}</strong> <span class="id">{hit.category}</span>
                  {hit.price ? ` · ${money(language, hit.price.amount, hit.price.currency)}` : ''}
                  {typeof hit.distanceKm === 'number'
                    ? ` · ${t('search.distance', { km: hit.distanceKm.toLocaleString(language) })}`
                    : ''}
                  {hit.summary ? <p>{hit.summary}</p> : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
      ) : null}
    </>
  );
}
