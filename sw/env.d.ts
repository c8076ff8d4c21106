// import.meta.env of the app modules the worker shares (the API base and app credentials).
/// <reference types="vite/client" />
