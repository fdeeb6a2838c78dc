export const CLIENTES_LIST_PATH = '/gestCliente/listarClientes';
export const INSERTAR_CLIENTE_PATH = '/gestCliente/insertarCliente';
export const modificarClientePath = (id: number) => `/gestCliente/modificarCliente/${id}`;
