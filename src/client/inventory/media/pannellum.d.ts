// pannellum's build is a browser script with no types: importing it runs it (window.pannellum).
declare module 'pannellum/build/pannellum.js';
