# One image for the API and the workers (docker-compose.yml picks the command).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY projections/package.json projections/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN cd frontend && npx vite build
# Emmett is the bench's peer only and carries no licence (docs/decisions/0044): never in the image.
RUN rm -rf node_modules/@event-driven-io
ENV NODE_ENV=production PORT=5000
EXPOSE 5000
CMD ["npx", "tsx", "backend/src/main.ts"]
