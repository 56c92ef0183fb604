# One image for every role; docker-compose.yml picks the role with `command`.

# What the image runs but the repository does not hold: the web console's static build (console/dist, served by
# the gateway under /console), the contract bundled from its files (shared/openapi/generated/openapi.json) and the
# bundles of the deployed processes (dist/, run by node without a TypeScript loader).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY console ./console
COPY sdk ./sdk
COPY scripts ./scripts
COPY services ./services
COPY shared ./shared
COPY indexer ./indexer
COPY schemas ./schemas
COPY redocly.yaml ./
RUN npm run generate:types
RUN npm run build:console
RUN npm run build

FROM node:22-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY . .
COPY --from=build /app/console/dist ./console/dist
COPY --from=build /app/dist ./dist
COPY --from=build /app/shared/openapi/generated/openapi.json ./shared/openapi/generated/openapi.json
USER node
EXPOSE 8080
CMD ["node", "dist/gateway.mjs"]
