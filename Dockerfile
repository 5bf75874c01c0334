# syntax=docker/dockerfile:1
# One image for every Node service of the split deployment (docker-compose.yml chooses the command per
# service), and the nginx edge serving the built web app (target `edge`).

FROM node:20-bookworm-slim AS build
# npm 11 runs only the install scripts package.json approves (allowScripts).
RUN npm install -g npm@11 && mkdir /app && chown node:node /app
USER node
WORKDIR /app
# The manifests first, so that `npm ci` is redone only when dependencies change.
COPY --chown=node:node package.json package-lock.json .npmrc ./
COPY --chown=node:node domain/package.json domain/
COPY --chown=node:node eventstore/package.json eventstore/
COPY --chown=node:node platform/package.json platform/
COPY --chown=node:node projectors/package.json projectors/
COPY --chown=node:node command-api/package.json command-api/
COPY --chown=node:node query-api/package.json query-api/
COPY --chown=node:node edge/package.json edge/
COPY --chown=node:node server/package.json server/
COPY --chown=node:node web/package.json web/
COPY --chown=node:node e2e/package.json e2e/
COPY --chown=node:node bench/package.json bench/
RUN npm ci
COPY --chown=node:node . .
# The web app, and the services compiled to plain JavaScript (no TypeScript loader at run time).
RUN npm run build -w web && npm run build:server

FROM nginx:1.27-alpine AS edge
COPY --from=build /app/web/dist /usr/share/nginx/html
COPY deploy/nginx.conf /etc/nginx/nginx.conf
EXPOSE 8080
HEALTHCHECK --interval=5s --timeout=3s --retries=5 CMD wget -q -O /dev/null http://127.0.0.1:8080/health || exit 1

FROM build AS app
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/.data
EXPOSE 3000
# A single node process per container, which receives the stop signal itself.
CMD ["node", "--enable-source-maps", "server/dist/query-api.js"]
