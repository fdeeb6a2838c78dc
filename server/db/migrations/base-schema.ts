/**
 * The first schema. Money columns (`*_cents`) are INTEGER cents so that sums of payments, bonuses
 * and estimates are exact; the API turns them back into decimals. Units are REAL because
 * spreadsheet rows may carry fractional units. Dates are ISO-8601 text (`fecha` of a payment is a
 * plain YYYY-MM-DD). Cobros keep a copy of each record's name and units so that deleting a
 * document never changes what a worker was paid for.
 */
export const BASE_SCHEMA = `
  CREATE TABLE roles (
    id INTEGER PRIMARY KEY,
    nombre TEXT NOT NULL UNIQUE
  );

  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    username TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    email TEXT NOT NULL DEFAULT '',
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    id_user TEXT,
    dir TEXT,
    phone TEXT,
    servicio TEXT NOT NULL DEFAULT 'tcm' CHECK (servicio IN ('tcm', 'terapia')),
    subir_notas INTEGER NOT NULL DEFAULT 0 CHECK (subir_notas IN (0, 1)),
    is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
    rol_id INTEGER REFERENCES roles(id) ON DELETE SET NULL
  );
  CREATE INDEX users_rol ON users(rol_id);

  CREATE TABLE agencias (
    id INTEGER PRIMARY KEY,
    nombre TEXT NOT NULL UNIQUE
  );

  CREATE TABLE clientes (
    id INTEGER PRIMARY KEY,
    nombre TEXT NOT NULL,
    categoria INTEGER NOT NULL CHECK (categoria IN (1, 2)),
    estado INTEGER NOT NULL DEFAULT 1 CHECK (estado IN (0, 1)),
    creado TEXT NOT NULL
  );

  CREATE TABLE cliente_agencias (
    cliente_id INTEGER NOT NULL REFERENCES clientes(id) ON DELETE CASCADE,
    agencia_id INTEGER NOT NULL REFERENCES agencias(id) ON DELETE CASCADE,
    PRIMARY KEY (cliente_id, agencia_id)
  ) WITHOUT ROWID;
  CREATE INDEX cliente_agencias_agencia ON cliente_agencias(agencia_id);

  CREATE TABLE documentos (
    id INTEGER PRIMARY KEY,
    cliente_id INTEGER NOT NULL REFERENCES clientes(id),
    nombre_archivo TEXT NOT NULL,
    tipo INTEGER NOT NULL CHECK (tipo IN (1, 2)),
    bill INTEGER NOT NULL DEFAULT 0 CHECK (bill IN (0, 1)),
    notas INTEGER NOT NULL DEFAULT 0 CHECK (notas IN (0, 1)),
    fecha_creacion TEXT NOT NULL,
    hoja_procesada TEXT,
    rango_filas TEXT
  );
  CREATE INDEX documentos_cliente ON documentos(cliente_id);

  CREATE TABLE documento_registros (
    id INTEGER PRIMARY KEY,
    documento_id INTEGER NOT NULL REFERENCES documentos(id) ON DELETE CASCADE,
    nombre_completo TEXT NOT NULL,
    unidades REAL NOT NULL CHECK (unidades >= 0)
  );
  CREATE INDEX documento_registros_documento ON documento_registros(documento_id);

  CREATE TABLE cobros (
    id INTEGER PRIMARY KEY,
    cliente_id INTEGER NOT NULL REFERENCES clientes(id),
    documento_id INTEGER REFERENCES documentos(id) ON DELETE SET NULL,
    usuario_registra_id INTEGER NOT NULL REFERENCES users(id),
    usuario_supervisor_id INTEGER REFERENCES users(id),
    mes TEXT NOT NULL,
    tipo_tarea INTEGER NOT NULL CHECK (tipo_tarea BETWEEN 1 AND 5),
    unidades REAL NOT NULL DEFAULT 0 CHECK (unidades >= 0),
    bonificado_cents INTEGER NOT NULL DEFAULT 0 CHECK (bonificado_cents >= 0),
    sancionado_cents INTEGER NOT NULL DEFAULT 0 CHECK (sancionado_cents >= 0),
    nota_bonificado TEXT,
    nota_sancionado TEXT,
    pagado INTEGER NOT NULL DEFAULT 0 CHECK (pagado IN (0, 1)),
    fecha_creacion TEXT NOT NULL
  );
  CREATE INDEX cobros_usuario_registra ON cobros(usuario_registra_id);
  CREATE INDEX cobros_usuario_supervisor ON cobros(usuario_supervisor_id);
  CREATE INDEX cobros_cliente ON cobros(cliente_id);
  CREATE INDEX cobros_documento ON cobros(documento_id);

  CREATE TABLE cobro_registros (
    id INTEGER PRIMARY KEY,
    cobro_id INTEGER NOT NULL REFERENCES cobros(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('bill', 'open', 'spr')),
    registro_id INTEGER REFERENCES documento_registros(id) ON DELETE SET NULL,
    nombre_completo TEXT NOT NULL,
    unidades REAL NOT NULL CHECK (unidades >= 0)
  );
  CREATE INDEX cobro_registros_cobro ON cobro_registros(cobro_id);
  CREATE INDEX cobro_registros_registro ON cobro_registros(registro_id);

  CREATE TABLE cobros_estimados (
    id INTEGER PRIMARY KEY,
    documento_id INTEGER NOT NULL UNIQUE REFERENCES documentos(id) ON DELETE CASCADE,
    bill_cents INTEGER NOT NULL DEFAULT 0,
    notas_cents INTEGER NOT NULL DEFAULT 0,
    subir_notas_cents INTEGER NOT NULL DEFAULT 0,
    open_cents INTEGER NOT NULL DEFAULT 0,
    spr_cents INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE tareas (
    id INTEGER PRIMARY KEY,
    cobro_estimado_id INTEGER NOT NULL REFERENCES cobros_estimados(id) ON DELETE CASCADE,
    tarea INTEGER NOT NULL CHECK (tarea BETWEEN 1 AND 5),
    suma REAL NOT NULL DEFAULT 0 CHECK (suma >= 0),
    restar REAL NOT NULL DEFAULT 0 CHECK (restar >= 0),
    fecha TEXT NOT NULL
  );
  CREATE INDEX tareas_cobro_estimado ON tareas(cobro_estimado_id);

  CREATE TABLE montos_extra (
    id INTEGER PRIMARY KEY,
    cliente_id INTEGER NOT NULL REFERENCES clientes(id),
    monto_cents INTEGER NOT NULL,
    fecha_registro TEXT NOT NULL
  );
  CREATE INDEX montos_extra_cliente ON montos_extra(cliente_id);

  CREATE TABLE historial_pago (
    id INTEGER PRIMARY KEY,
    cliente_id INTEGER NOT NULL REFERENCES clientes(id),
    monto_cents INTEGER NOT NULL,
    fecha TEXT NOT NULL
  );
  CREATE INDEX historial_pago_cliente ON historial_pago(cliente_id);

  CREATE TABLE historial_fondo (
    id INTEGER PRIMARY KEY,
    cliente_id INTEGER NOT NULL REFERENCES clientes(id),
    monto_cents INTEGER NOT NULL,
    descripcion TEXT NOT NULL DEFAULT '',
    fecha TEXT NOT NULL
  );
  CREATE INDEX historial_fondo_cliente ON historial_fondo(cliente_id);
  `;
