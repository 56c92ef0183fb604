# One image for every role; docker-compose.yml picks the role with `command`.

# The web console's static build (console/dist), served by the gateway under /console.
FROM node:20-bookworm-slim AS console
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY console ./console
COPY sdk ./sdk
RUN npm run build:console

# The bundles of the deployed processes (dist/), which node runs without a TypeScript loader.
FROM node:20-bookworm-slim AS services
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY scripts ./scripts
COPY services ./services
COPY shared ./shared
COPY indexer ./indexer
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY . .
COPY --from=console /app/console/dist ./console/dist
COPY --from=services /app/dist ./dist
USER node
EXPOSE 8080
CMD ["node", "dist/gateway.mjs"]
