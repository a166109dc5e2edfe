// The customer picker of Registrar Venta: a box that asks the server for the
// active customers matching a name or CI/NIT as the cashier types (a select
// of every customer is useless with hundreds), a list to choose from with
// the arrows and Enter or the mouse, and a "Nuevo cliente" button that
// registers one in a dialog and chooses it, without leaving the sale.
import { useEffect, useRef, useState } from 'react';
import { buscarClientes, getCliente, type Cliente } from '../api/clientes';
import { MSG } from '../lib/messages';
import { ClienteForm } from './ClienteForm';
import { clienteLabel } from './ClienteSelect';
import { Icon } from './Icon';
import { Modal } from './Modal';
import { useToast } from './Toast';

/** Wait after the last keystroke before asking the server. */
export const CLIENTE_DEBOUNCE_MS = 200;
/** Placeholder of the box. */
export const CLIENTE_PLACEHOLDER = 'Buscar cliente por nombre o CI/NIT...';

/** ClientePicker props: `label` names the chosen customer. */
export interface ClientePickerProps {
  id?: string;
  label: string;
  onChoose: (c: Cliente) => void;
}

/** The search box, its list of matches and the new-customer dialog. */
export function ClientePicker({ id = 'f-cliente', label, onChoose }: ClientePickerProps) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<Cliente[]>([]);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(0);
  const [creating, setCreating] = useState(false);
  const seq = useRef(0);

  const term = text.trim();
  useEffect(() => {
    const mine = ++seq.current;
    if (!open || !term) {
      setRows([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    const t = window.setTimeout(() => {
      buscarClientes(term)
        .then((data) => {
          if (mine !== seq.current) return;
          setRows(data);
          setActive(0);
        })
        .catch(() => mine === seq.current && toast.error('Error al cargar los clientes'))
        .finally(() => mine === seq.current && setLoading(false));
    }, CLIENTE_DEBOUNCE_MS);
    return () => window.clearTimeout(t);
  }, [term, open, toast]);

  const choose = (c: Cliente) => {
    onChoose(c);
    setOpen(false);
    setText('');
  };

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.max(0, Math.min(rows.length - 1, i + (e.key === 'ArrowDown' ? 1 : -1))));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (open && !loading && rows[active]) choose(rows[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setText('');
    }
  };

  const created = async (newId: number) => {
    setCreating(false);
    try {
      choose(await getCliente(newId));
    } catch {
      toast.error('Error al cargar los clientes');
    }
  };

  const listId = `${id}-opciones`;
  // The matches are a listbox the arrows move through; the notes (type, loading, none) are a plain list.
  const listing = open && !!term && rows.length > 0;
  return (
    <div className="cliente-picker">
      <div className="cliente-picker-row">
        <div className="search-box cliente-picker-box">
          <Icon name="search" />
          <input
            id={id}
            type="text"
            enterKeyHint="search"
            role="combobox"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={listing && rows[active] ? `${listId}-${rows[active].id}` : undefined}
            aria-autocomplete="list"
            autoComplete="off"
            placeholder={open ? CLIENTE_PLACEHOLDER : label || CLIENTE_PLACEHOLDER}
            value={open ? text : label}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onInput={(e) => {
              // Typed over the chosen customer's name: a new search starts
              // with what was typed, not with the name plus it.
              setText(open ? e.currentTarget.value : ((e as unknown as InputEvent).data ?? ''));
              setOpen(true);
            }}
            onKeyDown={onKey}
            onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          />
        </div>
        <button type="button" className="btn btn-light" onClick={() => setCreating(true)}>
          <Icon name="plus" /> Nuevo cliente
        </button>
      </div>
      {open && (
        <ul className="cliente-picker-list" id={listId} role={listing ? 'listbox' : undefined} aria-label="Clientes">
          {!term ? (
            <li className="picker-note">Escriba el nombre o el CI/NIT del cliente.</li>
          ) : loading && rows.length === 0 ? (
            <li className="picker-note">{MSG.loading}</li>
          ) : rows.length === 0 ? (
            <li className="picker-note">{MSG.emptyTable}</li>
          ) : (
            rows.map((c, i) => (
              <li
                key={c.id}
                id={`${listId}-${c.id}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'active' : undefined}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(c);
                }}
              >
                {clienteLabel(c)}
              </li>
            ))
          )}
        </ul>
      )}
      {creating && (
        <Modal title="Nuevo cliente" onClose={() => setCreating(false)}>
          <ClienteForm id={null} cliente={null} compact onSaved={created} onCancel={() => setCreating(false)} />
        </Modal>
      )}
    </div>
  );
}
