// Información rápida (/admin/info-rapida, five staff roles): find a product
// through the server's index and see its purchases and stock by branch.
import { useEffect, useRef, useState } from 'react';
import { buscarProductos, productName, type Producto } from '../../api/productos';
import { useBranchId } from '../../components/BranchSelect';
import { Icon } from '../../components/Icon';
import { Card, PageHeader } from '../../components/PageHeader';
import { thumbUrl } from '../../components/ImageGallery';
import { SEARCH_DEBOUNCE_MS } from '../../components/DataTableSearch';
import { MSG } from '../../lib/messages';
import { QuickInfoPanel } from './QuickInfo';

const LIMIT = 12;

/** The quick-info page. */
export function InfoRapidaPage() {
  const branchId = useBranchId();
  const [q, setQ] = useState('');
  const [results, setResults] = useState<Producto[]>([]);
  const [state, setState] = useState<'idle' | 'searching' | 'done' | 'error'>('idle');
  const [chosen, setChosen] = useState<Producto | null>(null);
  const [open, setOpen] = useState(false);
  const seq = useRef(0);

  useEffect(() => {
    const mine = ++seq.current;
    const text = q.trim();
    if (!text) {
      setResults([]);
      setState('idle');
      return;
    }
    setState('searching');
    const timer = window.setTimeout(() => {
      buscarProductos(text, { sucursal_id: branchId, limit: LIMIT })
        .then((found) => {
          if (mine !== seq.current) return;
          setResults(found);
          setState('done');
        })
        .catch(() => mine === seq.current && setState('error'));
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [q, branchId]);

  const choose = (p: Producto) => {
    setChosen(p);
    setOpen(false);
    setQ('');
  };

  return (
    <>
      <PageHeader title="INFORMACIÓN RÁPIDA" subtitle="Busque un producto para ver sus últimas compras y su stock en cada sucursal." />
      <Card className="quick-search-card">
        <div className="quick-search">
          <Icon name="search" />
          <input
            type="search"
            className="input"
            aria-label="Buscar producto"
            placeholder="Buscar por código o nombre de producto..."
            value={q}
            onInput={(e) => {
              setQ(e.currentTarget.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            // Late enough for a click on a result to land first.
            onBlur={() => window.setTimeout(() => setOpen(false), 200)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && results[0]) choose(results[0]);
              if (e.key === 'Escape') setOpen(false);
            }}
          />
          {state === 'searching' && <span className="spinner search-spinner" aria-label={MSG.loading} />}
          {open && q.trim() !== '' && state !== 'searching' && (
            <ul className="search-results" role="listbox">
              {state === 'error' ? (
                <li className="search-empty">{MSG.loadError}</li>
              ) : results.length === 0 ? (
                <li className="search-empty">{MSG.emptyTable}</li>
              ) : (
                results.map((p) => (
                  <li key={p.id} role="option" aria-selected={false}>
                    <button type="button" onClick={() => choose(p)}>
                      <span className="thumb">{p.imagen ? <img src={thumbUrl(p.imagen)} alt="" /> : <Icon name="image" />}</span>
                      <span className="product-name">
                        <strong>{productName(p)}</strong>
                        <small>{p.codigo}{p.unidad ? ` · ${p.unidad}` : ''}</small>
                      </span>
                    </button>
                  </li>
                ))
              )}
            </ul>
          )}
        </div>
      </Card>
      {chosen ? (
        <Card className="quick-info-card">
          <QuickInfoPanel key={chosen.id} id={chosen.id} />
        </Card>
      ) : (
        <div className="state-page state-compact">
          <span className="state-icon">
            <Icon name="search" size={36} />
          </span>
          <p className="muted">Escriba el código o el nombre de un producto y elíjalo de la lista.</p>
        </div>
      )}
    </>
  );
}
